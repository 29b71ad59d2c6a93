// Texts of embroidery production: the worksheet PDF's labels (handed to the PDF writer, which
// looks nothing up itself) and the embroidery nodes' messages, by node message code in camel
// case. American English is the reference: the other locales of this folder fill the same shape.
export const embroideryMessagesEnUS = {
  embroidery: {
    worksheet: {
      untitled: 'Embroidery worksheet',
      date: 'Date',
      designSize: 'Design size',
      stitches: 'Stitches',
      colours: 'Colors',
      colourChanges: 'Color changes',
      trims: 'Trims',
      stops: 'Stops',
      jumps: 'Jumps',
      sewingTime: 'Sewing time at {{speed}} stitches per minute',
      threadUsed: 'Top thread',
      bobbinThread: 'Bobbin thread',
      preview: 'Preview',
      scale: 'Scale',
      colourBlocks: 'Color sequence',
      block: '#',
      swatch: 'Color',
      thread: 'Thread',
      brand: 'Brand',
      catalogueNumber: 'Number',
      millimetres: 'mm',
      metres: 'm',
      unnamedThread: 'Unnamed thread',
    },
    messages: {
      emptyGeometry: 'There is no shape to stitch.',
      degenerateGeometry: 'A shape encloses no area or a line has no length.',
      shapeTooSmall: 'The shape is smaller than one stitch.',
      designTooLarge: 'The design is larger than a machine can sew.',
      tooManyStitches: 'This would take about {{estimate}} stitches, more than {{limit}}.',
      tooManyColours: 'The design has {{colours}} color blocks; {{format}} holds at most {{limit}}.',
      hoopOverflow:
        'The design is {{width}} × {{height}} mm, larger than the {{hoopWidth}} × {{hoopHeight}} mm hoop.',
      emptyStitchPlan: 'The stitch plan has no stitches.',
      yarnbookNotFound: 'Your company has no yarnbook by this name.',
      missingWorksheetWriter: 'Worksheets are written when the project is exported.',
      threadsFromChart: 'Thread colors were replaced by the nearest colors of the {{format}} chart.',
      stopsAsColourChanges: 'Stops were written as color changes.',
      coloursMerged: '{{from}} color blocks were merged into {{to}} to fit {{format}}.',
      jumpsTrimmed: '{{format}} cannot jump without cutting the thread: {{trims}} trims were added.',
      longJumpsCut: 'Machines cut the thread at {{jumps}} long jumps.',
      noThreadColours: '{{format}} stores no thread colors.',
    },
  },
};

export type EmbroideryMessages = typeof embroideryMessagesEnUS;
