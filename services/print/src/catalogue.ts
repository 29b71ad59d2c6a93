import type { print } from '@atelier/proto';

/**
 * The print-on-demand products offered, as the sandbox provider answers them on one machine
 * (the cluster asks the provider's catalogue API). Ids follow the provider's product and
 * variant numbering; prices are in euro cents.
 */
interface ProductOffer {
  productId: number;
  name: string;
  sizes: string[];
  colours: Array<{ name: string; code: string }>;
  priceMinor: number;
  firstVariantId: number;
}

const offers: ProductOffer[] = [
  {
    productId: 71,
    name: 'Unisex Staple T-Shirt',
    sizes: ['S', 'M', 'L', 'XL'],
    colours: [
      { name: 'White', code: '#ffffff' },
      { name: 'Black', code: '#0c0c0c' },
    ],
    priceMinor: 1295,
    firstVariantId: 4011,
  },
  {
    productId: 1,
    name: 'Enhanced Matte Paper Poster',
    sizes: ['30×40 cm', '50×70 cm'],
    colours: [{ name: 'White', code: '#ffffff' }],
    priceMinor: 1450,
    firstVariantId: 1349,
  },
  {
    productId: 84,
    name: 'Eco Tote Bag',
    sizes: ['38×42 cm'],
    colours: [{ name: 'Natural', code: '#efe6d2' }],
    priceMinor: 1175,
    firstVariantId: 4533,
  },
];

export function sandboxVariants(): print.Variant[] {
  return offers.flatMap((offer) =>
    offer.colours.flatMap((colour, colourIndex) =>
      offer.sizes.map((size, sizeIndex) => ({
        id: offer.firstVariantId + colourIndex * offer.sizes.length + sizeIndex,
        productId: offer.productId,
        name: `${offer.name} (${colour.name} / ${size})`,
        size,
        color: colour.name,
        colorCode: colour.code,
        imageUrl: '',
        price: { amountMinor: offer.priceMinor, currency: 'eur' },
        inStock: true,
      })),
    ),
  );
}
