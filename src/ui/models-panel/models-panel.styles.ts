import { stageStyles } from '../shared/stage.styles.ts';
import { tableStyles } from '../shared/table.styles.ts';

export const styles = [stageStyles, tableStyles];
