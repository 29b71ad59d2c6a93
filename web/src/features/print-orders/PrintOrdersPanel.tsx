import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverErrorMessage } from '../../ui/serverError';
import { ordersReturnPath } from './OrderPrintsDialog';
import { fileStateText, formatMoney, placementText, statusText } from './printText';
import {
  isMoving,
  useCheckoutPrintOrderMutation,
  useListPrintOrdersQuery,
  type PrintOrderJson,
} from './printOrdersApi';
import './print-orders.css';

/** How often the list is read again while an order is moving (rendering, paid, in production). */
const refreshMilliseconds = 3000;

/** The user's print orders and their status, shown on the profile's subscription tab. */
export function PrintOrdersPanel() {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const orders = useListPrintOrdersQuery(undefined, { pollingInterval: moving ? refreshMilliseconds : 0 });
  const list = orders.data?.orders;
  const anyMoving = list?.some(isMoving) ?? false;
  if (anyMoving !== moving) setMoving(anyMoving);
  const [search] = useSearchParams();
  const returned = search.get('print_order');
  const canceled = search.get('checkout') === 'canceled';

  return (
    <section className="print-panel" aria-labelledby="print-orders-title">
      <h2 id="print-orders-title" className="print-panel-title">
        {t('printOrders.panel.title')}
      </h2>
      {returned ? (
        <p className="print-note" role="status">
          {canceled ? t('printOrders.panel.paymentCanceled') : t('printOrders.panel.paymentReturned')}
        </p>
      ) : null}
      {orders.isLoading ? (
        <p className="print-status" role="status">
          {t('printOrders.panel.loading')}
        </p>
      ) : orders.isError ? (
        <div>
          <p className="print-error" role="alert">
            {t('printOrders.panel.failed')}
          </p>
          <button type="button" className="button" onClick={() => void orders.refetch()}>
            {t('printOrders.panel.retry')}
          </button>
        </div>
      ) : !list || list.length === 0 ? (
        <p className="print-status">{t('printOrders.panel.empty')}</p>
      ) : (
        <ul className="print-orders">
          {list.map((order) => (
            <PrintOrderRow key={order.id} order={order} highlighted={order.id === returned} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PrintOrderRow({ order, highlighted }: { order: PrintOrderJson; highlighted: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [checkout, checkoutState] = useCheckoutPrintOrderMutation();
  const [failure, setFailure] = useState<string | undefined>();
  const created = order.created_at
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(order.created_at))
    : '';
  const payable =
    order.status === 'draft' &&
    order.items.length > 0 &&
    order.items.every((item) => item.file_state === 'ready');

  async function pay() {
    setFailure(undefined);
    try {
      const answer = await checkout({
        orderId: order.id,
        returnUrl: `${window.location.origin}${ordersReturnPath}`,
      }).unwrap();
      window.location.assign(answer.url);
    } catch (error) {
      setFailure(t('printOrders.dialog.failures.pay', { message: serverErrorMessage(t, error) }));
    }
  }

  return (
    <li className="print-order" data-highlighted={highlighted || undefined}>
      <div className="print-order-head">
        <span className="print-badge" data-status={order.status}>
          {statusText(t, order.status)}
        </span>
        <span className="print-order-date">{t('printOrders.panel.ordered', { date: created })}</span>
        <span className="print-order-total">{formatMoney(order.costs.total, language)}</span>
      </div>
      <ul className="print-order-items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.name} · {placementText(t, item.placement)}
            {item.file_state !== 'ready' ? (
              <span className="print-item-state" data-state={item.file_state ?? ''}>
                {' '}
                — {fileStateText(t, item, language)}
              </span>
            ) : null}
          </li>
        ))}
        {order.items.length === 0 ? <li>{t('printOrders.panel.noItems')}</li> : null}
      </ul>
      {order.shipments.map((shipment) => (
        <p key={shipment.tracking_number} className="print-tracking">
          {t('printOrders.panel.tracking', { carrier: shipment.carrier, number: shipment.tracking_number })}{' '}
          {shipment.tracking_url ? (
            <a href={shipment.tracking_url} target="_blank" rel="noreferrer noopener">
              {t('printOrders.panel.trackParcel')}
            </a>
          ) : null}
        </p>
      ))}
      {payable ? (
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={checkoutState.isLoading}
          aria-busy={checkoutState.isLoading || undefined}
          onClick={() => void pay()}
        >
          {t('printOrders.dialog.pay', { amount: formatMoney(order.costs.total, language) })}
        </button>
      ) : null}
      {failure ? (
        <p className="print-error" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
