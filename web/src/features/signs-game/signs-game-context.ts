import { createActorContext } from '@xstate/react';
import { signsMachine } from './machine/signs-machine';

/** One game per page; components read it through narrow selectors. */
export const SignsGame = createActorContext(signsMachine);

export const useSignsSelector = SignsGame.useSelector;
export const useSignsSend = () => SignsGame.useActorRef().send;
