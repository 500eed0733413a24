/** The file of a service's or document's content: its id in kebab-case (the entry legalServices is in legal-services.ts). */
export const contentFileName = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
