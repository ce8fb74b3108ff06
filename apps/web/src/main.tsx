import { loadFirstScreen } from '@/app/first-screen';
import '@/app/styles.css';

// The entry stays small: the first screen's code starts downloading at once, beside React,
// antd and the shell (app/start.tsx) rather than after them.
loadFirstScreen(window.location.pathname);
void import('@/app/start').then(({ startApp }) => startApp());
