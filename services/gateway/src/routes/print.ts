import { z } from 'zod';
import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { presentVariant } from '../presenters';
import { parseQuery } from '../query';
import type { Route } from '../routing';

export function printRoutes(clients: ServiceClients): Route[] {
  return [
    {
      method: 'get',
      path: '/printful/variants',
      access: 'caller',
      async handle(request) {
        const query = parseQuery({ product_id: z.coerce.number().int().min(0).default(0) }, request.query);
        const answer = await clients.print.listVariants({ productId: query.product_id });
        return { variants: answer.variants.map(presentVariant) };
      },
    },
    ...plannedRoutes([
      ['post', '/printful/order', 'caller'],
      ['post', '/printful/order/:id/order-item/:variantId', 'caller'],
      ['get', '/printful/order/:id', 'caller'],
    ]),
  ];
}
