import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: grid;
      grid-template-columns: 16.5rem minmax(0, 1fr);
      grid-template-rows: auto 1fr;
      grid-template-areas:
        'top top'
        'rail main';
      min-height: 100vh;
      background: var(--paper-2);
    }
    .top {
      grid-area: top;
      /* Sticky, so the sentence stays in view; --tf-top-position: static for full-page captures. */
      position: var(--tf-top-position, sticky);
      top: 0;
      z-index: 10;
      background: var(--paper);
      border-bottom: 1px solid var(--line);
      padding: 0.75rem 1.5rem 0.6rem;
    }
    .brand {
      display: flex;
      align-items: center;
      gap: 1rem;
      flex-wrap: wrap;
      margin-bottom: 0.5rem;
    }
    .about {
      font-size: 0.9rem;
    }
    .about[aria-current='page'] {
      background: var(--accent);
      color: var(--accent-ink);
      border-color: var(--accent);
    }
    h1 {
      font-size: 1.15rem;
      margin: 0;
      font-weight: 700;
      letter-spacing: -0.01em;
    }
    h1 span {
      color: var(--ink-3);
      font-weight: 500;
    }
    tf-backend-badge {
      margin-left: auto;
    }
    .rail {
      grid-area: rail;
      padding: 1rem 0.75rem;
      border-right: 1px solid var(--line);
      background: var(--paper);
    }
    .rail-inner {
      position: var(--tf-top-position, sticky);
      top: 10.5rem;
    }
    main {
      grid-area: main;
      padding: 1.5rem 2rem 3rem;
      min-width: 0;
    }
    .panel {
      max-width: 70rem;
      background: var(--paper);
      border: 1px solid var(--line);
      border-radius: 12px;
      padding: 1.5rem 1.75rem;
    }
    .fatal {
      margin: 2rem;
    }
    :host([no-rail]) {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas:
        'top'
        'main';
    }
    /* Presenter mode: large type for the back row (the colours come from the page: --tf-…). */
    :host([presenter]) {
      --tf-header-height: 4.5rem;
      font-size: 1.3rem;
      grid-template-columns: 20rem minmax(0, 1fr);
    }
    /* A projector: the header is one line (the title, the sentence, the tool), the lesson text the largest on screen. */
    :host([presenter]) .top {
      display: flex;
      align-items: center;
      gap: 1.25rem;
      padding: 0.4rem 1.5rem;
      --tf-sentence-extras: none;
    }
    :host([presenter]) .brand {
      margin: 0;
      flex-wrap: nowrap;
    }
    :host([presenter]) h1 span,
    :host([presenter]) .about,
    :host([presenter]) tf-backend-badge,
    :host([presenter]) tf-offline-badge {
      display: none;
    }
    :host([presenter]) tf-sentence-bar {
      flex: 1;
      min-width: 0;
    }
    :host([presenter]) .rail-inner {
      top: 4.5rem;
    }
    :host([presenter]) .panel {
      max-width: none;
      border-width: 2px;
    }
    :host([presenter][no-rail]) {
      grid-template-columns: minmax(0, 1fr);
    }
    @media (max-width: 820px) {
      :host {
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas:
          'top'
          'rail'
          'main'
          'classroom';
      }
      /* The stage picker stays above the stage; the classroom menu moves below it, so the stage is in view. */
      .rail,
      .rail-inner {
        display: contents;
      }
      tf-stage-rail {
        grid-area: rail;
        background: var(--paper);
        border-bottom: 1px solid var(--line);
        padding: 0.25rem 0.5rem;
      }
      tf-classroom-menu {
        grid-area: classroom;
        background: var(--paper);
        border-top: 1px solid var(--line);
        padding: 0.75rem 0.5rem 2rem;
      }
      .brand {
        gap: 0.4rem 0.6rem;
        margin-bottom: 0.4rem;
      }
      h1 {
        font-size: 1rem;
        flex-basis: 100%;
      }
      .about,
      .lang select {
        font-size: 0.8rem;
      }
      .top {
        position: static;
        padding: 0.75rem 1rem;
      }
      .rail {
        border-right: none;
        border-bottom: 1px solid var(--line);
        padding: 0.5rem;
      }
      main {
        padding: 1rem 0.75rem 2rem;
      }
      h1 span {
        display: none;
      }
      tf-backend-badge {
        margin-left: 0;
      }
      .panel {
        padding: 1rem;
      }
    }
  `,
];
