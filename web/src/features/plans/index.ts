// Paid plans: the get-the-product pages, their result page and the profile's subscription tab.
export { GetProductResultScreen, GetProductScreen, SubscriptionPanel } from './screens';
