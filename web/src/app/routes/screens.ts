import type { ComponentType } from 'react';
import { EditorScreenEntry } from '../../features/editor';
import { LoginFrameScreen } from '../../features/login/LoginFrameScreen';
import { LoginResultScreen } from '../../features/login/LoginResultScreen';
import { LoginScreen } from '../../features/login/LoginScreen';
import { LogoutScreen } from '../../features/login/LogoutScreen';
import { ProfileScreen } from '../../features/profile/ProfileScreen';
import {
  CloneProjectScreen,
  GalleryScreen,
  OpenProjectScreen,
  ProjectsScreen,
} from '../../features/projects';
import { GetProductResultScreen, GetProductScreen } from '../../features/plans';
import {
  MyTemplatesScreen,
  TemplateDetailsScreen,
  TemplateEditorScreen,
  TemplatePurchaseResultScreen,
  TemplateSearchScreen,
  TemplatesHomeScreen,
  TemplateViewerScreen,
} from '../../features/templates';
import type { RouteId } from './routeTable';

/**
 * The component each built screen renders. A route with no entry shows the placeholder
 * screen inside the shell. Features add their screen here (lazily, with React.lazy, once a
 * screen is heavy), keeping routing and access rules in the route table.
 */
export const screenComponents: Partial<Record<RouteId, ComponentType>> = {
  projects: ProjectsScreen,
  folder: ProjectsScreen,
  gallery: GalleryScreen,
  galleryTag: GalleryScreen,
  openProject: OpenProjectScreen,
  cloneProject: CloneProjectScreen,
  login: LoginScreen,
  loginFrame: LoginFrameScreen,
  loginResult: LoginResultScreen,
  logout: LogoutScreen,
  account: ProfileScreen,
  settings: ProfileScreen,
  subscription: ProfileScreen,
  editor: EditorScreenEntry,
  editorVersion: EditorScreenEntry,
  templates: TemplatesHomeScreen,
  templateSearch: TemplateSearchScreen,
  templateDetails: TemplateDetailsScreen,
  myTemplates: MyTemplatesScreen,
  templatePurchaseResult: TemplatePurchaseResultScreen,
  templateViewer: TemplateViewerScreen,
  templateEditor: TemplateEditorScreen,
  getProduct: GetProductScreen,
  getProductResult: GetProductResultScreen,
};
