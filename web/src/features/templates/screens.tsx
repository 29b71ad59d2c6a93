import { TemplateBrowser } from './TemplateBrowser';

export { MyTemplatesScreen } from './MyTemplatesScreen';
export { TemplatePurchaseResultScreen } from './PurchaseResultScreen';
export { TemplateDetailsScreen } from './TemplateDetailsScreen';
export { TemplateEditorScreen } from './TemplateEditorScreen';
export { TemplateViewerScreen } from './TemplateViewerScreen';

/** /templates: featured and all published templates by category, with the search field. */
export const TemplatesHomeScreen = () => <TemplateBrowser mode="home" />;
/** /templates/search/{query}: the templates matching the words, by category. */
export const TemplateSearchScreen = () => <TemplateBrowser mode="search" />;
