import type ExcelJSModule from 'exceljs';
import type PDFKit from 'pdfkit';
import type SharpModule from 'sharp';

/**
 * Libraries a request seldom needs, loaded on its first use (issue #17 item 5): exceljs, pdfkit and
 * sharp each add ~28 MB to the process when imported, and most API processes (the list benchmark,
 * a server that never exports) never call them. Each loads once; later calls reuse it.
 */
const once = <T>(load: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => {
    p ??= load();
    return p;
  };
};

export const loadExcelJs = once<typeof ExcelJSModule>(() => import('exceljs').then((m) => m.default));
export const loadPdfKit = once<typeof PDFKit>(() => import('pdfkit').then((m) => m.default));
export const loadSharp = once<typeof SharpModule>(() => import('sharp').then((m) => m.default));
