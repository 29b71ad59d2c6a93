// Paid plans: the get-the-product pages, their result page, the profile's subscription tab and
// the upgrade prompt shown where a feature needs a plan.
export { GetProductResultScreen, GetProductScreen, SubscriptionPanel, UpgradePrompt } from './screens';
