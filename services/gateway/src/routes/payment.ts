import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { presentSubscription } from '../presenters';
import type { Route } from '../routing';

export function paymentRoutes(clients: ServiceClients): Route[] {
  return [
    {
      method: 'get',
      path: '/stripe/subscriptions',
      access: 'caller',
      async handle() {
        const answer = await clients.payment.listSubscriptions({});
        return { subscriptions: answer.subscriptions.map(presentSubscription) };
      },
    },
    ...plannedRoutes([
      ['get', '/stripe/checkout_session/:id', 'caller'],
      ['post', '/stripe/buy', 'caller'],
      ['post', '/stripe/customer_portal', 'caller'],
    ]),
  ];
}
