import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $chat, SERVER_CHAT_STATE, type ChatState } from '../stores/chat';

/**
 * The chat store for a component that is server-rendered and hydrated: its first render shows
 * {@link SERVER_CHAT_STATE}, as the server did, then the store. The widget and the /parooty page
 * share one conversation, so whichever island hydrates first may already have restored it.
 */
export function useChat(): ChatState {
  const chat = useStore($chat);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? chat : SERVER_CHAT_STATE;
}
