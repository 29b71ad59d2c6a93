// Messages of the node menu opened by a wire dropped on the canvas: the heading over the nodes
// that fit the wire, and the names of the socket types a wire carries.
// American English is the reference: the other locales of this folder fill the same shape.
export const wireDropMessagesEnUS = {
  wireDrop: {
    accepts: 'Accepts {{socket}}',
    gives: 'Gives {{socket}}',
    socket: {
      image: 'image',
      vector: 'drawing',
      scene: 'scene',
      text: 'text',
      number: 'number',
      colour: 'color',
      palette: 'palette',
      gradient: 'gradient',
      stitchPlan: 'stitch plan',
      knitChart: 'knitting chart',
      cutJob: 'cutting job',
      document: 'document',
    },
  },
};
