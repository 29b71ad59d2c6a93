import { PlaceholderScreen } from '../../app/routes/PlaceholderScreen';
import { routeById } from '../../app/routes/routeTable';

export const TemplatesHomeScreen = () => <PlaceholderScreen route={routeById('templates')} />;
export const TemplateSearchScreen = () => <PlaceholderScreen route={routeById('templateSearch')} />;
export const TemplateDetailsScreen = () => <PlaceholderScreen route={routeById('templateDetails')} />;
export const MyTemplatesScreen = () => <PlaceholderScreen route={routeById('myTemplates')} />;
export const TemplatePurchaseResultScreen = () => (
  <PlaceholderScreen route={routeById('templatePurchaseResult')} />
);
export const TemplateViewerScreen = () => <PlaceholderScreen route={routeById('templateViewer')} />;
export const TemplateEditorScreen = () => <PlaceholderScreen route={routeById('templateEditor')} />;
