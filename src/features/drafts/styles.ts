/**
 * The builder's styles, rendered by its page (src/ui/page-styles.tsx) so the
 * site stylesheet every page downloads does not carry them; the print rules
 * print the preview only (docs/drafts.md, "Printing").
 */
export const DRAFTS_CSS = `
.draft-grid{display:grid;gap:var(--mantine-spacing-xl);grid-template-columns:minmax(0,1fr)}
@media (min-width:75em){.draft-grid{grid-template-columns:minmax(0,4fr) minmax(0,4fr) minmax(0,4fr)}.draft-other-col{display:block!important}.draft-own-col{display:block!important}.draft-toggle{display:none!important}}
.draft-card{background:var(--mantine-color-body);border:1px solid var(--mantine-color-gray-3);border-radius:var(--mantine-radius-lg);box-shadow:var(--mantine-shadow-sm);padding:var(--mantine-spacing-md)}
@media (min-width:48em){.draft-card{padding:var(--mantine-spacing-lg)}}
.draft-stack{display:flex;flex-direction:column;gap:var(--mantine-spacing-md)}
.draft-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--mantine-spacing-md)}
.draft-row-start{justify-content:flex-start}
.draft-after{margin-top:var(--mantine-spacing-lg)}
.draft-small{margin:0;font-size:var(--mantine-font-size-sm);line-height:var(--mantine-line-height-sm)}
.draft-strong{font-weight:600}
.draft-step-title{margin:0;font-family:var(--mantine-font-family-headings);font-size:var(--mantine-h3-font-size);line-height:var(--mantine-h3-line-height);font-weight:var(--mantine-h3-font-weight);text-wrap:var(--mantine-heading-text-wrap)}
.draft-choices{border:0;margin:0;padding:0}
.draft-choices legend{font-weight:500;font-size:var(--mantine-font-size-sm);margin-bottom:4px}
.draft-choice{display:flex;gap:10px;align-items:center;min-height:44px;padding:4px 10px;border:1px solid var(--mantine-color-gray-4);border-radius:8px;margin-bottom:6px;cursor:pointer}
.draft-choice input{width:20px;height:20px;margin:0;accent-color:var(--mantine-color-navy-7)}
.draft-choice:has(input:checked){border-color:var(--mantine-color-navy-7);background:var(--mantine-color-navy-0)}
.draft-choice:has(input:focus-visible){outline:3px solid var(--mantine-color-saffron-5);outline-offset:2px}
.draft-label{display:block;font-weight:500;font-size:var(--mantine-font-size-sm);margin-bottom:2px}
.draft-label span{color:var(--mantine-color-red-8)}
.draft-hint{margin:0 0 4px;font-size:var(--mantine-font-size-xs);color:var(--mantine-color-gray-7)}
.draft-input{display:block;width:100%;box-sizing:border-box;min-height:44px;padding:8px 12px;font:inherit;font-size:16px;border:1px solid var(--mantine-color-gray-5);border-radius:8px;background:#fff;color:inherit}
textarea.draft-input{field-sizing:content;min-height:88px;max-height:50vh;resize:vertical}
.draft-input:focus-visible{outline:3px solid var(--mantine-color-saffron-5);outline-offset:1px;border-color:var(--mantine-color-navy-7)}
.draft-input[aria-invalid]{border-color:var(--mantine-color-red-8)}
.draft-error{color:var(--mantine-color-red-8);font-size:var(--mantine-font-size-sm);margin-top:4px}
.draft-note{border-left:4px solid var(--mantine-color-navy-5);background:var(--mantine-color-navy-0);padding:10px 12px;border-radius:4px;font-size:var(--mantine-font-size-sm)}
.draft-note-warning{border-color:var(--mantine-color-red-7);background:#fff4f4}
.draft-doc{background:#fff;border:1px solid var(--mantine-color-gray-4);border-radius:8px;padding:20px;font-family:Georgia,'Noto Serif Devanagari','Noto Sans Devanagari',serif;line-height:1.6;font-size:15px;color:#111}
.draft-doc p{margin:0 0 10px}
.draft-doc-title{text-align:center;font-weight:700;letter-spacing:.5px;margin-bottom:2px!important}
.draft-doc-subtitle{text-align:center}
.draft-doc-right{text-align:right}
.draft-doc-party{white-space:pre-line}
.draft-doc-heading{font-weight:700;text-decoration:underline;margin-top:14px!important}
.draft-blank{background:#fff3bf;color:#5c3c00;border-bottom:1px dashed #8a6d00;padding:0 2px;white-space:normal}
.draft-stamp{border:1px dashed #888;height:90px;display:flex;align-items:center;justify-content:center;color:#555;font-size:13px;margin-bottom:16px;text-align:center;padding:8px}
.draft-signs{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:24px;margin-top:36px}
.draft-sign{border-top:1px solid #333;padding-top:4px;font-size:13px;min-height:40px;max-width:320px}
.draft-sign-caption{display:block;margin-top:2px}
.draft-sign-line{display:block;margin-top:18px;border-bottom:1px solid #333}
.draft-witnesses{margin-top:28px}
.draft-witnesses ol{padding-left:20px;margin:6px 0 0}
.draft-witnesses li{padding:26px 0 2px;border-bottom:1px solid #333;font-size:13px;margin-bottom:8px}
.draft-attest{border:1px dashed #888;min-height:90px;margin-top:24px;padding:8px;font-size:13px;color:#333;white-space:pre-line}
.draft-cost{width:100%;border-collapse:collapse;font-size:var(--mantine-font-size-sm)}
.draft-cost th,.draft-cost td{text-align:left;vertical-align:top;padding:6px 4px;border-bottom:1px solid var(--mantine-color-gray-3)}
.draft-cost td.draft-amount{text-align:right;font-weight:600;min-width:6.5em}
.draft-cost small{display:block;color:var(--mantine-color-gray-7);font-weight:400}
@page{size:A4;margin:20mm 18mm 22mm;@bottom-center{content:counter(page) " / " counter(pages);font-size:10pt}}
@media print{
  body *:not(:has(.draft-print)):not(.draft-print):not(.draft-print *){display:none!important}
  body *:has(.draft-print){display:block!important;margin:0!important;padding:0!important;border:0!important;box-shadow:none!important;background:none!important;max-width:none!important;width:auto!important;position:static!important}
  .draft-print{border:0!important;padding:0!important;font-size:12pt}
  .draft-blank{background:none;border-bottom:1px solid #000;color:#000}
  .draft-signs,.draft-witnesses,.draft-attest{break-inside:avoid}
}
`;
