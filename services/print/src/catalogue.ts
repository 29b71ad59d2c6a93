import type { print } from '@atelier/proto';

/** The kinds of product offered; the web app names and draws each. */
export const productTypes = ['t-shirt', 'mug', 'tote', 'poster', 'cushion'] as const;
export type ProductType = (typeof productTypes)[number];

/** A print area of a product, its file's size in pixels at its dpi (the provider's print file). */
export interface PrintArea {
  placement: string;
  width: number;
  height: number;
  dpi: number;
}

/**
 * One product offered, as the sandbox provider answers it on one machine; with Printful the
 * variants, prices, stock and print files come from its catalogue API and this table says
 * which of its products are offered and what kind each is. Ids follow Printful's product and
 * variant numbering; prices are in euro cents.
 */
export interface ProductOffer {
  productId: number;
  type: ProductType;
  name: string;
  sizes: string[];
  colours: Array<{ name: string; code: string }>;
  /** Price of each size, in the order of `sizes` (one price: every size). */
  priceMinor: number[];
  firstVariantId: number;
  /** The print areas of a variant of this size. */
  printAreas(size: string): PrintArea[];
  /** Variant ids the sandbox reports as out of stock. */
  outOfStock?: number[];
}

/** Pixels of a length in inches at a dpi, rounded as print files are. */
function pixels(inches: number, dpi: number): number {
  return Math.round(inches * dpi);
}

const centimetresPerInch = 2.54;

// Textiles and mugs print at 150 dpi, as Printful's print files for them are; posters at 300.
export const productOffers: ProductOffer[] = [
  {
    productId: 71,
    type: 't-shirt',
    name: 'Unisex Staple T-Shirt',
    sizes: ['S', 'M', 'L', 'XL'],
    colours: [
      { name: 'White', code: '#ffffff' },
      { name: 'Black', code: '#0c0c0c' },
    ],
    priceMinor: [1295],
    firstVariantId: 4011,
    // 12 × 16 inches front and back.
    printAreas: () => [
      { placement: 'front', width: 1800, height: 2400, dpi: 150 },
      { placement: 'back', width: 1800, height: 2400, dpi: 150 },
    ],
    outOfStock: [4018],
  },
  {
    productId: 1,
    type: 'poster',
    name: 'Enhanced Matte Paper Poster',
    sizes: ['30×40 cm', '50×70 cm'],
    colours: [{ name: 'White', code: '#ffffff' }],
    priceMinor: [1450, 2450],
    firstVariantId: 1349,
    printAreas(size) {
      const [width, height] = size === '50×70 cm' ? [50, 70] : [30, 40];
      return [
        {
          placement: 'default',
          width: pixels(width / centimetresPerInch, 300),
          height: pixels(height / centimetresPerInch, 300),
          dpi: 300,
        },
      ];
    },
  },
  {
    productId: 84,
    type: 'tote',
    name: 'Eco Tote Bag',
    sizes: ['38×42 cm'],
    colours: [{ name: 'Natural', code: '#efe6d2' }],
    priceMinor: [1175],
    firstVariantId: 4533,
    // 12 × 12 inches on the front.
    printAreas: () => [{ placement: 'front', width: 1800, height: 1800, dpi: 150 }],
  },
  {
    productId: 19,
    type: 'mug',
    name: 'White Glossy Mug',
    sizes: ['11 oz'],
    colours: [{ name: 'White', code: '#ffffff' }],
    priceMinor: [995],
    firstVariantId: 1320,
    // 9 × 3.5 inches around the mug.
    printAreas: () => [{ placement: 'default', width: 1350, height: 525, dpi: 150 }],
  },
  {
    productId: 83,
    type: 'cushion',
    name: 'All-Over Print Cushion',
    sizes: ['45×45 cm'],
    colours: [{ name: 'White', code: '#ffffff' }],
    priceMinor: [2250],
    firstVariantId: 4526,
    // 18 × 18 inches on each side.
    printAreas: () => [
      { placement: 'front', width: 2700, height: 2700, dpi: 150 },
      { placement: 'back', width: 2700, height: 2700, dpi: 150 },
    ],
  },
];

export function offerOfProduct(productId: number): ProductOffer | undefined {
  return productOffers.find((offer) => offer.productId === productId);
}

/** Every variant offered, as the sandbox provider answers the catalogue. */
export function sandboxVariants(): print.Variant[] {
  return productOffers.flatMap((offer) =>
    offer.colours.flatMap((colour, colourIndex) =>
      offer.sizes.map((size, sizeIndex) => {
        const id = offer.firstVariantId + colourIndex * offer.sizes.length + sizeIndex;
        return {
          id,
          productId: offer.productId,
          name: `${offer.name} (${colour.name} / ${size})`,
          size,
          color: colour.name,
          colorCode: colour.code,
          imageUrl: '',
          price: { amountMinor: offer.priceMinor[sizeIndex] ?? offer.priceMinor[0]!, currency: 'eur' },
          inStock: !(offer.outOfStock ?? []).includes(id),
          printAreas: offer.printAreas(size),
          productName: offer.name,
          productType: offer.type,
        };
      }),
    ),
  );
}
