// While the printable page is mounted, printing shows only the report on A4: the staff shell's bar,
// sidebar and the page's own buttons are hidden, the table's head repeats on each sheet and no row is
// split. A <style> that lives with the page, so other screens print as before.
const PRINT_CSS = `
@page {
  size: A4;
  margin: 15mm;
  @bottom-right {
    content: "Página " counter(page) " de " counter(pages);
    font: 8pt system-ui, sans-serif;
    color: #555;
  }
}
@media print {
  html, body, div:has(> main) { background: #fff !important; }
  .MuiAppBar-root, .MuiDrawer-root, .MuiSnackbar-root, .MuiBackdrop-root, [data-print-hidden] {
    display: none !important;
  }
  main { margin: 0 !important; padding: 0 !important; }
  main > * { padding: 0 !important; }
  .summary-report { border: 0 !important; box-shadow: none !important; padding: 0 !important; max-width: none !important; }
  .summary-report, .summary-report * { color: #000 !important; }
  .summary-month-table { overflow: visible !important; }
  .summary-month-table table { width: 100%; }
  .summary-month-table th, .summary-month-table td {
    position: static !important;
    padding: 2px !important;
    font-size: 7pt !important;
    line-height: 1.25 !important;
  }
  .summary-month-table thead th { white-space: normal !important; vertical-align: bottom; }
  .summary-month-table th:first-of-type { padding-left: 0 !important; }
  thead { display: table-header-group; }
  tfoot { display: table-footer-group; }
  tr, .summary-report header, .summary-report dl { break-inside: avoid; page-break-inside: avoid; }
}
`;

export function PrintStylesheet() {
  return <style>{PRINT_CSS}</style>;
}
