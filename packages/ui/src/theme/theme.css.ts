import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

// One theme, dark, applied at :root so every island, story and embed shares it.
createGlobalTheme(':root', vars, tokens);
