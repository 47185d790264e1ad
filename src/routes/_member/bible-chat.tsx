import { createFileRoute } from '@tanstack/react-router';
import { bibleChatRouteOptions } from '@/features/chat/bible-chat-route';

export const Route = createFileRoute('/_member/bible-chat')(bibleChatRouteOptions());
