// The Node-side entry of the embroidery package: what needs Node (pdfkit) and so stays out of
// the browser bundle.
export {
  englishWorksheetLabels,
  writeWorksheet,
  type WorksheetLabels,
  type WorksheetOptions,
} from './worksheet/worksheet';
