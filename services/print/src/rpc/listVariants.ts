import type { RpcFactory } from '../dependencies';

/** GET /printful/variants: the variants of every product offered, or of one. */
export const listVariants: RpcFactory<'listVariants'> = (dependencies) => async (request) => {
  const variants = await dependencies.provider.listVariants();
  return {
    variants: request.productId
      ? variants.filter((variant) => variant.productId === request.productId)
      : variants,
  };
};
