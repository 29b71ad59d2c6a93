// The template marketplace's screens (spec section 2, /templates…).
export {
  MyTemplatesScreen,
  TemplateDetailsScreen,
  TemplateEditorScreen,
  TemplatePurchaseResultScreen,
  TemplateSearchScreen,
  TemplatesHomeScreen,
  TemplateViewerScreen,
} from './screens';
