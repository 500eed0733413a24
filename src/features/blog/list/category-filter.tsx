import { useBlogT, useCategoryLabel } from '../messages';
import classes from './blog-list.module.css';

interface Props {
  categories: string[];
  /** undefined: All Categories. */
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
}

/** One button per category and 'All Categories'; the chosen one is pressed. */
export function CategoryFilter({ categories, selected, onSelect }: Props) {
  const t = useBlogT();
  const label = useCategoryLabel();
  const options: { value: string | undefined; text: string }[] = [
    { value: undefined, text: t('blog.categories.all') },
    ...categories.map((category) => ({ value: category, text: label(category) })),
  ];
  return (
    <div role="group" aria-label={t('blog.categories.label')} className={classes.categories}>
      {options.map((option) => (
        <button
          key={option.value ?? ''}
          type="button"
          className={classes.category}
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
