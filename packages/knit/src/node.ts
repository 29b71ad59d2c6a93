// The Node-side entry of the knit package: what needs Node (pdfkit) and so stays out of the
// browser bundle.
export {
  englishKnitWorksheetLabels,
  writeKnitWorksheet,
  type KnitWorksheetLabels,
  type KnitWorksheetOptions,
} from './worksheet/worksheet';
