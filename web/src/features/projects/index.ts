// The projects area, project history, gallery and the /open and /clone flows.
export { CloneProjectScreen } from './CloneProjectScreen';
export { GalleryScreen } from './GalleryScreen';
export { OpenProjectScreen } from './OpenProjectScreen';
export { ProjectsScreen } from './ProjectsScreen';
