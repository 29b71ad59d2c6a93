import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { presentUser } from '../presenters';
import type { Route } from '../routing';

export function userRoutes(clients: ServiceClients): Route[] {
  return [
    {
      method: 'get',
      path: '/user/read',
      access: 'caller',
      async handle() {
        const { user } = await clients.user.readUser({});
        return presentUser(user!);
      },
    },
    ...plannedRoutes([
      ['post', '/user/update', 'caller'],
      ['get', '/user/authcookie', 'public'],
      ['post', '/user/emailsignup', 'public'],
      ['post', '/user/one_time_password', 'public'],
      ['post', '/user/limit/:name', 'caller'],
      ['post', '/user/feedback', 'caller'],
      ['get', '/user/webauthn/registration-options', 'caller'],
      ['post', '/user/webauthn/verify-registration', 'caller'],
      ['get', '/user/webauthn/authentication-options', 'public'],
      ['post', '/user/webauthn/verify-authentication', 'public'],
      ['get', '/user/webauthn', 'caller'],
      ['delete', '/user/webauthn/:id', 'caller'],
    ]),
  ];
}
