// The customer-messages Edge Function: see handler.ts.
import { handle, readSettings } from './handler.ts';

const settings = readSettings(Deno.env);
Deno.serve((req) => handle(req, settings));
