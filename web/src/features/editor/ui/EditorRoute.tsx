import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { EditorScreen } from './EditorScreen';
import { EditorSession } from './EditorSession';

/** /editor/{projectId?} and /editor/version/{projectVersionId?}: one session per opened graph. */
export default function EditorRoute() {
  const { projectId, projectVersionId } = useParams();
  const [session, setSession] = useState<EditorSession | undefined>();
  useEffect(() => {
    const created = new EditorSession();
    setSession(created);
    return () => created.destroy();
  }, [projectId, projectVersionId]);
  if (!session) return null;
  return <EditorScreen session={session} />;
}
