// React Three Fiber's JSX elements (<mesh>, <meshPhysicalMaterial>, <primitive>…) for the app's
// own copy of React's types: the library declares them for the copy it resolves itself.
import type { ThreeElements } from '@react-three/fiber';

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends ThreeElements {}
  }
}
