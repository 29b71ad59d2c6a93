// The one-machine launcher: the whole product in one process on embedded defaults.
export { startProduct, type ProductOptions, type RunningProduct } from './product';
export { productEnvironment, repositoryRoot } from './environment';
export { callProduct, createTestUser, type ProductAnswer, type TestUser } from './test-users';
export {
  entryCommand,
  startCluster,
  type ClusterOptions,
  type ClusterPart,
  type RunningCluster,
} from './cluster';
