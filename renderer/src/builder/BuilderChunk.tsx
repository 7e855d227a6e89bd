import { bundledLists } from '../../../engine/netea/armies';
import { BuilderScreen, type BuilderProps } from './BuilderScreen';

/** The builder with the bundled lists: the default export React.lazy loads as its own chunk. */
export default function BuilderChunk(props: Omit<BuilderProps, 'lists'>) {
  return <BuilderScreen {...props} lists={bundledLists()} />;
}
