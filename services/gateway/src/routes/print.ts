import { printFileJobType, type PrintFileJobParameters } from '@atelier/contracts';
import { isServiceError, ServiceError, type BlobStore } from '@atelier/platform';
import { job, payment, print } from '@atelier/proto';
import { z } from 'zod';
import { sendBlob } from '../blob-response';
import type { ServiceClients } from '../clients';
import { presentOrder, presentOrderItem, presentVariant, type RenderProgress } from '../print-presenters';
import { parseQuery } from '../query';
import type { Route } from '../routing';
import { fileTypeOfExtension } from '../uploads/file-types';
import { uploadErrors } from '../uploads/inspection';
import { discardUpload, receiveMultipart } from '../uploads/multipart';
import { pathId } from './ids';

/** Largest print file uploaded ready-made: a 50 × 70 cm poster at 300 dpi is about 49 megapixels. */
const printFileBytes = 200 * 1024 * 1024;
const printFilePixels = 100_000_000;

const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).default('');
const recipientBody = z.object({
  name: optionalText(200),
  company: optionalText(200),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(200),
  state_code: optionalText(10),
  country_code: optionalText(2),
  zip: optionalText(32),
  phone: optionalText(40),
  email: optionalText(200),
});
const createOrderBody = z.object({
  recipient: recipientBody,
  shipping: z.string().trim().max(40).default(''),
});
const itemFields = z.object({
  quantity: z.coerce
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(100, 'quantity must be at most 100')
    .default(1),
  placement: z.string().trim().max(40).default(''),
  project_id: z.uuid({ message: 'project_id must be a project id' }).optional(),
  project_version_id: z.uuid({ message: 'project_version_id must be a project version id' }).optional(),
});
const checkoutBody = z.object({
  returnUrl: z.url({ protocol: /^https?$/, message: 'returnUrl must be an http or https URL' }),
});

const orderId = (value: unknown) => pathId(value, 'Print order not found.');
function variantId(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ServiceError('NOT_FOUND', 'Product variant not found.');
  return id;
}

const finishedJobStates = new Set([job.JobState.SUCCESS, job.JobState.FAILED, job.JobState.CANCELED]);
const jobStateWords: Record<number, string> = {
  [job.JobState.CREATED]: 'created',
  [job.JobState.QUEUED]: 'queued',
  [job.JobState.IN_PROGRESS]: 'inprogress',
};

/** The render job's PNG among its outputs. */
function printFileOf(rendered: job.Job) {
  return rendered.files.find(
    (file) => file.role === job.JobFileRole.OUTPUT && file.content?.contentType === 'image/png',
  )?.content;
}

/**
 * The print files still rendering: each item's job is read as the caller (the order's owner,
 * whose job it is); a finished one is recorded with the print service, which keeps the file or
 * the failure; a running one lends its progress to the answer.
 */
async function settleRenders(
  clients: ServiceClients,
  order: print.Order,
): Promise<{ order: print.Order; renders: Map<string, RenderProgress> }> {
  const renders = new Map<string, RenderProgress>();
  let current = order;
  for (const item of order.items) {
    if (item.fileState !== print.PrintFileState.RENDERING || !item.renderJobId) continue;
    let rendered: job.Job | undefined;
    try {
      rendered = (await clients.job.getJob({ jobId: item.renderJobId })).job;
    } catch (error) {
      if (!(isServiceError(error) && error.code === 'NOT_FOUND')) throw error;
    }
    if (rendered && !finishedJobStates.has(rendered.state)) {
      renders.set(item.id, {
        state: jobStateWords[rendered.state] ?? 'queued',
        progress: rendered.progress,
        stage: rendered.progressMessage,
      });
      continue;
    }
    const file = rendered?.state === job.JobState.SUCCESS ? printFileOf(rendered) : undefined;
    const answer = await clients.print.recordPrintFile({
      orderId: order.id,
      itemId: item.id,
      renderJobId: item.renderJobId,
      succeeded: file !== undefined,
      file,
      failureReason: !rendered
        ? 'target_not_found'
        : rendered.state === job.JobState.CANCELED
          ? 'canceled'
          : rendered.errorReason || (file ? '' : 'nothing_to_export'),
    });
    current = answer.order!;
  }
  return { order: current, renders };
}

async function presentSettled(clients: ServiceClients, order: print.Order) {
  const settled = await settleRenders(clients, order);
  return presentOrder(settled.order, settled.renders);
}

/** `url` with one more query parameter; `value` is left as it is (a provider placeholder). */
function withParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${name}=${value}${hash}`;
}

/**
 * Print on demand (spec section 7, Print), and two calls the spec leaves out: the caller's
 * orders (GET /printful/orders) and paying for one (POST /printful/order/{id}/checkout). Work
 * that spans services is done here, as the caller: the render job of a print file is created
 * through the job service, and payment through the payment service; the order goes to the
 * provider only when the payment service's paid event reaches the print service.
 */
export function printRoutes(clients: ServiceClients, blobs: BlobStore, publicUrl?: () => string): Route[] {
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
    {
      method: 'post',
      path: '/printful/order',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const body = createOrderBody.parse(request.body ?? {});
        const recipient = body.recipient;
        const answer = await clients.print.createOrder({
          recipient: {
            name: recipient.name,
            company: recipient.company,
            address1: recipient.address1,
            address2: recipient.address2,
            city: recipient.city,
            stateCode: recipient.state_code,
            countryCode: recipient.country_code,
            zip: recipient.zip,
            phone: recipient.phone,
            email: recipient.email,
          },
          shipping: body.shipping,
        });
        return presentOrder(answer.order!);
      },
    },
    {
      method: 'get',
      path: '/printful/orders',
      access: 'caller',
      async handle() {
        const answer = await clients.print.listOrders({});
        const orders = [];
        for (const order of answer.orders) orders.push(await presentSettled(clients, order));
        return { orders };
      },
    },
    {
      method: 'get',
      path: '/printful/order/:id',
      access: 'caller',
      async handle(request) {
        const answer = await clients.print.getOrder({ orderId: orderId(request.params.id) });
        return presentSettled(clients, answer.order!);
      },
    },
    {
      // Multipart: a ready print file (PNG or JPEG) in `file`, or `project_id` (with an optional
      // `project_version_id`) to render it from; `placement` and `quantity` either way.
      method: 'post',
      path: '/printful/order/:id/order-item/:variantId',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const id = orderId(request.params.id);
        const variant = variantId(request.params.variantId);
        const upload = await receiveMultipart(request, blobs, {
          maxFiles: 1,
          policyFor: (field) =>
            field === 'file'
              ? {
                  destination: { blobPrefix: 'print-files' },
                  maxBytes: printFileBytes,
                  maxPixels: printFilePixels,
                  fileType(extension) {
                    const type = fileTypeOfExtension(extension);
                    if (!type) throw uploadErrors.extensionNotRecognised();
                    if (!['image/png', 'image/jpeg'].includes(type.contentType))
                      throw uploadErrors.typeNotSupported();
                    return type;
                  },
                }
              : null,
        });
        const file = upload.files[0];
        try {
          const fields = itemFields.parse(upload.fields);
          if (file?.blob) {
            if (fields.project_id) {
              throw new ServiceError(
                'INVALID_ARGUMENT',
                'Send either a print file or project_id, not both.',
                {
                  field: 'project_id',
                },
              );
            }
            const answer = await clients.print.addOrderItem({
              orderId: id,
              variantId: variant,
              quantity: fields.quantity,
              placement: fields.placement,
              file: {
                blobKey: file.blob.key,
                name: file.filename || 'print-file',
                contentType: file.contentType,
                sizeBytes: file.size,
              },
              renderJobId: '',
              projectId: '',
              projectVersionId: '',
            });
            return { order: presentOrder(answer.order!), item: presentOrderItem(answer.item!) };
          }
          if (!fields.project_id) {
            throw new ServiceError(
              'INVALID_ARGUMENT',
              'Send a print file, or project_id to render it from.',
              {
                field: 'file',
              },
            );
          }
          return await addRenderedItem(id, variant, fields);
        } catch (error) {
          await discardUpload(blobs, upload);
          throw error;
        }
      },
    },
    {
      // The print file of an item, for its owner to see what will be printed.
      method: 'get',
      path: '/printful/order/:id/order-item/:itemId/file',
      access: 'caller',
      async handle(request, response) {
        const answer = await clients.print.getOrder({ orderId: orderId(request.params.id) });
        const item = answer.order!.items.find((entry) => entry.id === String(request.params.itemId));
        if (!item?.file) throw new ServiceError('NOT_FOUND', 'Print file not found.');
        // A print file never changes under its item's id.
        await sendBlob(response, blobs, item.file, { cacheControl: 'private, max-age=86400' });
      },
    },
    {
      method: 'post',
      path: '/printful/order/:id/checkout',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const id = orderId(request.params.id);
        const body = checkoutBody.parse(request.body ?? {});
        const origin = publicUrl?.();
        if (origin && new URL(body.returnUrl).origin !== new URL(origin).origin) {
          throw new ServiceError('INVALID_ARGUMENT', 'returnUrl must be an address of this site.', {
            field: 'returnUrl',
          });
        }
        const current = await clients.print.getOrder({ orderId: id });
        await settleRenders(clients, current.order!);
        const prepared = await clients.print.prepareCheckout({ orderId: id });
        const answer = await clients.payment.createCheckoutSession({
          mode: payment.CheckoutMode.PAYMENT,
          lineItems: prepared.lines.map((line) => ({
            name: line.name,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
          })),
          successUrl: withParameter(
            withParameter(body.returnUrl, 'print_order', id),
            'checkoutSessionId',
            '{CHECKOUT_SESSION_ID}',
          ),
          cancelUrl: withParameter(withParameter(body.returnUrl, 'print_order', id), 'checkout', 'canceled'),
          metadata: { kind: 'print', order_id: id },
        });
        const session = answer.checkoutSession!;
        return { checkout_session_id: session.id, url: session.url, order: presentOrder(prepared.order!) };
      },
    },
  ];

  /**
   * An item whose print file is rendered from a project: the print service checks the order
   * and variant and names the print area; the project must be one the caller can read; the job
   * is created and started as the caller; then the item records it. A job whose item could
   * not be recorded is canceled.
   */
  async function addRenderedItem(id: string, variant: number, fields: z.infer<typeof itemFields>) {
    const prepared = await clients.print.preparePrintFile({
      orderId: id,
      variantId: variant,
      placement: fields.placement,
    });
    const area = prepared.printArea!;
    const target = fields.project_version_id ?? fields.project_id!;
    try {
      await clients.project.checkReadableTarget({ id: target });
    } catch (error) {
      if (isServiceError(error) && error.code === 'NOT_FOUND')
        throw new ServiceError('NOT_FOUND', 'Project not found.', { field: 'project_id' });
      throw error;
    }
    const created = await clients.job.createJob({
      target,
      type: printFileJobType,
      name: `${prepared.variant?.name ?? 'Print file'} – ${area.placement}`,
      parameters: {
        width: area.width,
        height: area.height,
        dotsPerInch: area.dpi,
        placement: area.placement,
      } satisfies PrintFileJobParameters,
    });
    const renderJob = created.job!;
    try {
      await clients.job.startJob({ jobId: renderJob.id });
      const answer = await clients.print.addOrderItem({
        orderId: id,
        variantId: variant,
        quantity: fields.quantity,
        placement: area.placement,
        file: undefined,
        renderJobId: renderJob.id,
        projectId: fields.project_id!,
        projectVersionId: fields.project_version_id ?? '',
      });
      return {
        order: presentOrder(answer.order!),
        item: presentOrderItem(answer.item!, { state: 'queued', progress: 0, stage: '' }),
      };
    } catch (error) {
      await clients.job.cancelJob({ jobId: renderJob.id }).catch(() => undefined);
      throw error;
    }
  }
}
