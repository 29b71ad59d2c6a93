import { countryCodes } from '@atelier/contracts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../ui/serverError';
import { dialogs } from '../../ui/dialog/dialogService';
import type { TFunction } from 'i18next';
import {
  countryName,
  fileStateText,
  formatMoney,
  placementText,
  printAreaText,
  productTypeText,
  statusText,
} from './printText';
import {
  isMoving,
  printFileUrl,
  useAddPrintOrderItemMutation,
  useCheckoutPrintOrderMutation,
  useCreatePrintOrderMutation,
  useGetPrintOrderQuery,
  useListPrintVariantsQuery,
  type RecipientJson,
  type VariantJson,
} from './printOrdersApi';
import './print-orders.css';

/** The project a print file is rendered from: its id, and a saved version of the edits. */
export interface PrintSource {
  projectId(): string | null;
  /** Saves what is unsaved and answers the version to render. */
  savedVersionId(): Promise<string>;
}

/** Shipping methods the print service offers, with their price in euro cents. */
const shippingMethods = [
  { key: 'STANDARD', amountMinor: 499 },
  { key: 'EXPRESS', amountMinor: 1299 },
] as const;

/** Where the payment page sends the browser back: the orders list of the profile. */
export const ordersReturnPath = '/account/subscription';

const emptyRecipient: RecipientJson = {
  name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state_code: '',
  country_code: '',
  zip: '',
  phone: '',
  email: '',
};

const requiredFields = ['name', 'address1', 'city', 'zip', 'country_code'] as const;

/** Opens the "Order prints" dialog for the design of the open editor. */
export function openOrderPrintsDialog(source: PrintSource, t: TFunction) {
  return dialogs.open({
    title: t('printOrders.dialog.title'),
    description: t('printOrders.dialog.description'),
    width: 760,
    persistent: true,
    render: (close) => <OrderPrintsDialogBody source={source} onClose={close} />,
  });
}

/**
 * Choose a product, size, colour, placement and quantity and a shipping address; the print
 * file is rendered from the saved design by a render worker while the dialog shows its
 * progress and then the file itself; Pay goes to the checkout, which returns to the orders list.
 */
export function OrderPrintsDialogBody({ source, onClose }: { source: PrintSource; onClose: () => void }) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState<string | undefined>();
  if (orderId) return <PlacedOrder orderId={orderId} onClose={onClose} />;
  return <OrderForm source={source} onClose={onClose} onPlaced={setOrderId} t={t} />;
}

function OrderForm({
  source,
  onClose,
  onPlaced,
  t,
}: {
  source: PrintSource;
  onClose: () => void;
  onPlaced: (orderId: string) => void;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const formId = useId();
  const catalogue = useListPrintVariantsQuery();
  const [createOrder] = useCreatePrintOrderMutation();
  const [addItem] = useAddPrintOrderItemMutation();
  const variants = useMemo(() => catalogue.data?.variants ?? [], [catalogue.data]);
  const products = useMemo(() => {
    const seen = new Map<number, VariantJson>();
    for (const variant of variants) if (!seen.has(variant.product_id)) seen.set(variant.product_id, variant);
    return [...seen.values()];
  }, [variants]);
  const [productId, setProductId] = useState<number | undefined>();
  const [size, setSize] = useState('');
  const [colour, setColour] = useState('');
  const [placement, setPlacement] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [shipping, setShipping] = useState<string>('STANDARD');
  const [recipient, setRecipient] = useState<RecipientJson>(emptyRecipient);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const product = productId ?? products[0]?.product_id;
  const ofProduct = variants.filter((variant) => variant.product_id === product);
  const sizes = [...new Set(ofProduct.map((variant) => variant.size))];
  const colours = [...new Map(ofProduct.map((variant) => [variant.color, variant.color_code])).entries()];
  const chosenSize = sizes.includes(size) ? size : (sizes[0] ?? '');
  const chosenColour = colours.some(([name]) => name === colour) ? colour : (colours[0]?.[0] ?? '');
  const variant = ofProduct.find((entry) => entry.size === chosenSize && entry.color === chosenColour);
  const areas = variant?.print_areas ?? [];
  const area = areas.find((entry) => entry.placement === placement) ?? areas[0];
  const sortedCountries = useMemo(
    () =>
      countryCodes
        .map((code) => ({ code, name: countryName(code, language) }))
        .sort((first, second) => first.name.localeCompare(second.name, language)),
    [language],
  );
  const shippingPrice = shippingMethods.find((method) => method.key === shipping)?.amountMinor ?? 0;
  const currency = variant?.price?.currency ?? 'eur';
  const subtotal = (variant?.price?.amount_minor ?? 0) * quantity;

  const field = (name: keyof RecipientJson) => ({
    id: `${formId}-${name}`,
    value: recipient[name],
    'aria-invalid': missing.has(name) || undefined,
    onChange: (event: { target: { value: string } }) => {
      setRecipient({ ...recipient, [name]: event.target.value });
      if (missing.has(name)) setMissing(new Set([...missing].filter((entry) => entry !== name)));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const absent = requiredFields.filter((name) => recipient[name].trim() === '');
    setMissing(new Set(absent));
    if (absent.length > 0) {
      document.getElementById(`${formId}-${absent[0]}`)?.focus();
      return;
    }
    if (!variant || !area) return;
    setBusy(true);
    setFailure(undefined);
    try {
      // Saving first gives a new project its id.
      const versionId = await source.savedVersionId();
      const projectId = source.projectId();
      const order = await createOrder({ recipient, shipping }).unwrap();
      await addItem({
        orderId: order.id,
        variantId: variant.id,
        placement: area.placement,
        quantity,
        projectId: projectId ?? '',
        projectVersionId: versionId,
      }).unwrap();
      onPlaced(order.id);
    } catch (error) {
      console.error('Ordering prints failed', error);
      setFailure(t('printOrders.dialog.failures.create', { message: serverErrorMessage(t, error) }));
      setBusy(false);
    }
  }

  if (catalogue.isLoading) {
    return (
      <div className="print-dialog">
        <p className="print-status" role="status">
          {t('printOrders.dialog.loadingCatalogue')}
        </p>
      </div>
    );
  }
  if (catalogue.isError || products.length === 0) {
    return (
      <div className="print-dialog">
        <p className="print-error" role="alert">
          {t('printOrders.dialog.catalogueFailed')}
        </p>
        <div className="print-actions">
          <button type="button" className="button" data-variant="ghost" onClick={onClose}>
            {t('printOrders.dialog.cancel')}
          </button>
          <button type="button" className="button" onClick={() => void catalogue.refetch()}>
            {t('printOrders.panel.retry')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="print-dialog" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="print-section">
        <legend className="field-label">{t('printOrders.dialog.product')}</legend>
        <div
          className="print-products"
          role="radiogroup"
          aria-label={t('printOrders.dialog.product')}
          onKeyDown={(event) => {
            // Arrow keys move the choice, as in any radio group; Tab leaves the group.
            const step =
              event.key === 'ArrowRight' || event.key === 'ArrowDown'
                ? 1
                : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
                  ? -1
                  : 0;
            if (step === 0) return;
            event.preventDefault();
            const index = products.findIndex((entry) => entry.product_id === product);
            const next = products[(index + step + products.length) % products.length]!;
            setProductId(next.product_id);
            setPlacement('');
            event.currentTarget.querySelector<HTMLElement>(`[data-product="${next.product_id}"]`)?.focus();
          }}
        >
          {products.map((entry) => (
            <button
              type="button"
              role="radio"
              aria-checked={entry.product_id === product}
              tabIndex={entry.product_id === product ? 0 : -1}
              data-product={entry.product_id}
              key={entry.product_id}
              className="print-product"
              onClick={() => {
                setProductId(entry.product_id);
                setPlacement('');
              }}
            >
              <span className="print-product-type">
                {productTypeText(t, entry.product_type, entry.product_name)}
              </span>
              <span className="print-product-name">{entry.product_name}</span>
            </button>
          ))}
        </div>
      </fieldset>

      <div className="print-grid">
        <label className="print-field">
          <span className="field-label">{t('printOrders.dialog.size')}</span>
          <select className="text-field" value={chosenSize} onChange={(event) => setSize(event.target.value)}>
            {sizes.map((entry) => {
              const inStock = ofProduct.some(
                (each) => each.size === entry && each.color === chosenColour && each.in_stock,
              );
              return (
                <option key={entry} value={entry}>
                  {inStock ? entry : `${entry} (${t('printOrders.dialog.outOfStock')})`}
                </option>
              );
            })}
          </select>
        </label>
        <label className="print-field">
          <span className="field-label">{t('printOrders.dialog.colour')}</span>
          <span className="print-colour">
            <span className="print-swatch" style={{ background: variant?.color_code }} aria-hidden="true" />
            <select
              className="text-field"
              value={chosenColour}
              onChange={(event) => setColour(event.target.value)}
            >
              {colours.map(([name]) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className="print-field">
          <span className="field-label">{t('printOrders.dialog.placement')}</span>
          <select
            className="text-field"
            value={area?.placement ?? ''}
            onChange={(event) => setPlacement(event.target.value)}
          >
            {areas.map((entry) => (
              <option key={entry.placement} value={entry.placement}>
                {placementText(t, entry.placement)}
              </option>
            ))}
          </select>
        </label>
        <label className="print-field">
          <span className="field-label">{t('printOrders.dialog.quantity')}</span>
          <input
            className="text-field"
            type="number"
            min={1}
            max={100}
            value={quantity}
            onChange={(event) =>
              setQuantity(Math.max(1, Math.min(100, Math.round(Number(event.target.value)) || 1)))
            }
          />
        </label>
      </div>
      {area ? <p className="print-note">{printAreaText(t, area, language)}</p> : null}
      {variant && !variant.in_stock ? (
        <p className="print-error" role="alert">
          {t('printOrders.dialog.variantOutOfStock')}
        </p>
      ) : null}

      <fieldset className="print-section">
        <legend className="field-label">{t('printOrders.dialog.address')}</legend>
        <div className="print-grid">
          {(
            [
              'name',
              'company',
              'address1',
              'address2',
              'city',
              'zip',
              'state_code',
              'email',
              'phone',
            ] as const
          ).map((name) => (
            <div className="print-field" key={name}>
              <label className="field-label" htmlFor={`${formId}-${name}`}>
                {t(`printOrders.dialog.fields.${name}`)}
                {(requiredFields as readonly string[]).includes(name) ? ' *' : ''}
              </label>
              <input
                className="text-field"
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                autoComplete={autoCompleteOf[name]}
                {...field(name)}
              />
              {missing.has(name) ? (
                <span className="print-field-error">{t('printOrders.dialog.required')}</span>
              ) : null}
            </div>
          ))}
          <div className="print-field">
            <label className="field-label" htmlFor={`${formId}-country_code`}>
              {t('printOrders.dialog.fields.country_code')} *
            </label>
            <select className="text-field" autoComplete="country" {...field('country_code')}>
              <option value="">{t('printOrders.dialog.chooseCountry')}</option>
              {sortedCountries.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
            {missing.has('country_code') ? (
              <span className="print-field-error">{t('printOrders.dialog.required')}</span>
            ) : null}
          </div>
          <label className="print-field">
            <span className="field-label">{t('printOrders.dialog.shipping')}</span>
            <select
              className="text-field"
              value={shipping}
              onChange={(event) => setShipping(event.target.value)}
            >
              {shippingMethods.map((method) => (
                <option key={method.key} value={method.key}>
                  {t(`printOrders.dialog.shippingMethods.${method.key}`)} ·{' '}
                  {formatMoney({ amount_minor: method.amountMinor, currency }, language)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>

      <dl className="print-costs">
        <dt>{t('printOrders.costs.subtotal')}</dt>
        <dd>{formatMoney({ amount_minor: subtotal, currency }, language)}</dd>
        <dt>{t('printOrders.costs.shipping')}</dt>
        <dd>{formatMoney({ amount_minor: shippingPrice, currency }, language)}</dd>
        <dt>{t('printOrders.costs.total')}</dt>
        <dd>{formatMoney({ amount_minor: subtotal + shippingPrice, currency }, language)}</dd>
      </dl>
      {failure ? (
        <p className="print-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="print-actions">
        <button type="button" className="button" data-variant="ghost" onClick={onClose}>
          {t('printOrders.dialog.cancel')}
        </button>
        <button
          type="submit"
          className="button"
          data-variant="primary"
          disabled={busy || !variant?.in_stock || !area}
          aria-busy={busy || undefined}
        >
          {busy ? t('printOrders.dialog.creating') : t('printOrders.dialog.create')}
        </button>
      </div>
    </form>
  );
}

const autoCompleteOf: Record<string, string> = {
  name: 'name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  state_code: 'address-level1',
  email: 'email',
  phone: 'tel',
};

/** The order once placed: the print file's render progress, then its preview, the costs and Pay. */
function PlacedOrder({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [polling, setPolling] = useState(true);
  const order = useGetPrintOrderQuery(orderId, { pollingInterval: polling ? 1000 : 0 });
  const [checkout, checkoutState] = useCheckoutPrintOrderMutation();
  const [failure, setFailure] = useState<string | undefined>();
  const data = order.data;
  if (data && polling && !isMoving(data)) setPolling(false);

  async function pay() {
    setFailure(undefined);
    try {
      const answer = await checkout({
        orderId,
        returnUrl: `${window.location.origin}${ordersReturnPath}`,
      }).unwrap();
      window.location.assign(answer.url);
    } catch (error) {
      console.error('Opening the print order checkout failed', error);
      setFailure(t('printOrders.dialog.failures.pay', { message: serverErrorMessage(t, error) }));
    }
  }

  if (!data) {
    return (
      <div className="print-dialog">
        {order.isError ? (
          <p className="print-error" role="alert">
            {t('printOrders.panel.failed')}
          </p>
        ) : (
          <p className="print-status" role="status">
            {t('printOrders.panel.loading')}
          </p>
        )}
      </div>
    );
  }
  const ready = data.items.length > 0 && data.items.every((item) => item.file_state === 'ready');
  return (
    <div className="print-dialog">
      <p className="print-status">{statusText(t, data.status)}</p>
      <ul className="print-items">
        {data.items.map((item) => (
          <li key={item.id} className="print-item">
            <div className="print-item-text">
              <span className="print-item-name">
                {item.quantity} × {item.name} · {placementText(t, item.placement)}
              </span>
              <span className="print-item-state" role="status" data-state={item.file_state ?? ''}>
                {fileStateText(t, item, language)}
              </span>
              {item.file_state === 'rendering' ? (
                <div
                  className="print-progress"
                  role="progressbar"
                  aria-label={t('printOrders.dialog.rendering')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round((item.render?.progress ?? 0) * 100)}
                >
                  <div
                    className="print-progress-fill"
                    style={{ width: `${Math.round((item.render?.progress ?? 0) * 100)}%` }}
                  />
                </div>
              ) : null}
            </div>
            {item.file_state === 'ready' ? (
              <img
                className="print-preview"
                src={printFileUrl(data.id, item.id)}
                alt={t('printOrders.dialog.preview', { name: item.name })}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="print-costs">
        <dt>{t('printOrders.costs.subtotal')}</dt>
        <dd>{formatMoney(data.costs.subtotal, language)}</dd>
        <dt>{t('printOrders.costs.shipping')}</dt>
        <dd>{formatMoney(data.costs.shipping, language)}</dd>
        <dt>{t('printOrders.costs.total')}</dt>
        <dd>{formatMoney(data.costs.total, language)}</dd>
      </dl>
      {failure ? (
        <p className="print-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="print-actions">
        <button type="button" className="button" data-variant="ghost" onClick={onClose}>
          {t('printOrders.dialog.later')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={!ready || checkoutState.isLoading}
          aria-busy={checkoutState.isLoading || undefined}
          onClick={() => void pay()}
        >
          {checkoutState.isLoading
            ? t('printOrders.dialog.paying')
            : t('printOrders.dialog.pay', { amount: formatMoney(data.costs.total, language) })}
        </button>
      </div>
    </div>
  );
}
