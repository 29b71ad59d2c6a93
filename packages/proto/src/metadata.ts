/**
 * gRPC metadata keys of the product's calls. Who is calling travels beside the request,
 * not inside it, so one request message serves the gateway, other services and workers
 * alike, and a service never trusts an id a user could have typed into a body.
 *
 * The gateway sets them after it has authenticated the bearer token or cookie; a service
 * calling another service forwards the ones it received. Keys are lower case, as gRPC
 * requires.
 */
export const metadataKeys = {
  /** Id of the signed-in user; absent on anonymous calls (sign-in flows, public pages). */
  userId: 'x-atelier-user-id',
  /** "user" or "admin" for people; "worker" for render workers; "service" for services. */
  role: 'x-atelier-role',
  /** E-mail of the signed-in user, for services that address them (payment receipts). */
  email: 'x-atelier-user-email',
  /** One id per incoming REST request, repeated in every log line it causes. */
  requestId: 'x-request-id',
  /** The developer header the web app sends from a stored value, passed on unchanged. */
  developer: 'x-atelier-developer',
} as const;

export type MetadataKey = (typeof metadataKeys)[keyof typeof metadataKeys];

/** Values of the role key. */
export const roles = {
  user: 'user',
  admin: 'admin',
  worker: 'worker',
  service: 'service',
} as const;

export type Role = (typeof roles)[keyof typeof roles];

/**
 * Fully qualified gRPC service names, as used in call paths and by the health protocol
 * (a health check for one service asks with its name).
 */
export const serviceNames = {
  user: 'atelier.user.v1.UserService',
  project: 'atelier.project.v1.ProjectService',
  template: 'atelier.template.v1.TemplateService',
  job: 'atelier.job.v1.JobService',
  payment: 'atelier.payment.v1.PaymentService',
  print: 'atelier.print.v1.PrintService',
  health: 'grpc.health.v1.Health',
} as const;

export type ServiceName = (typeof serviceNames)[keyof typeof serviceNames];
