/** A status whose request may have the firm's finished document (docs/request-tracking.md, "The finished document"). */
export const mayHaveDocument = (status: string) => status === 'ready' || status === 'delivered';
