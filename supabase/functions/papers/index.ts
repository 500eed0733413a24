// The papers Edge Function: see handler.ts.
import { handle, readPapersSettings } from './handler.ts';

const settings = readPapersSettings(Deno.env);
Deno.serve((req) => handle(req, settings));
