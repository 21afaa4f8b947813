import { configure } from '@testing-library/react';

// A loaded CI runner (2 cores, server files and PostgreSQL beside the web files) has starved a jsdom
// worker for more than 15 s between a click and the screen's answer (2026-11-29, -11-30, -12-01). A
// passing wait returns as soon as the screen shows what it expects, so a long limit costs nothing when
// the code is right; it only makes a wrong screen take longer to fail. Every findBy…/waitFor gets it.
configure({ asyncUtilTimeout: 45_000 });
