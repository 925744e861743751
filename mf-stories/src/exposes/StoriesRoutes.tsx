import { lazyPage } from '@inkspell/ui';
import { matchPath, Route, Routes } from 'react-router-dom';

/**
 * Every page of the area in a chunk of its own: home's first load carries no create form, create's no
 * home (ADR 0020), and the pages of signed-in readers (card menus, the reader) stay off both.
 */
const pages = {
  '/': lazyPage(() => import('../pages/HomePage').then((module) => ({ default: module.HomePage }))),
  '/create': lazyPage(() => import('../pages/CreatePage').then((module) => ({ default: module.CreatePage }))),
  '/stories': lazyPage(() => import('../pages/LibraryPage').then((module) => ({ default: module.LibraryPage }))),
  '/story/:id': lazyPage(() => import('../pages/StoryPage').then((module) => ({ default: module.StoryPage }))),
  '/collection/:collectionId': lazyPage(() => import('../pages/CollectionPage').then((module) => ({ default: module.CollectionPage }))),
  '/parent-review': lazyPage(() => import('../pages/ParentReviewPage').then((module) => ({ default: module.ParentReviewPage }))),
};

/**
 * Loads the code of the page at `pathname`. The shell awaits it before hydrating a prerendered page, so
 * React meets the page's markup with its code already there and renders it at once.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const path = Object.keys(pages).find((pattern) => matchPath({ path: pattern, end: true }, pathname));
  if (path) await pages[path as keyof typeof pages].load();
}

/** Everything mf-stories federates: the routes of the stories area (spec 01 §2). */
export default function StoriesRoutes() {
  return (
    <Routes>
      {Object.entries(pages).map(([path, { Page }]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
