import { defineHostileSweep } from '../test/hostile/sweep-suite.js';

defineHostileSweep(0, 3);
