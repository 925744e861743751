import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CreatePage } from '../pages/CreatePage';
import { HomePage } from '../pages/HomePage';

// Home and create are prerendered and hydrated (ADR 0011), so they come with the remote; the pages
// of signed-in readers load when opened, and their code (the card menus, the reader) stays off home.
const LibraryPage = lazy(() => import('../pages/LibraryPage').then((page) => ({ default: page.LibraryPage })));
const StoryPage = lazy(() => import('../pages/StoryPage').then((page) => ({ default: page.StoryPage })));
const ParentReviewPage = lazy(() => import('../pages/ParentReviewPage').then((page) => ({ default: page.ParentReviewPage })));
const CollectionPage = lazy(() => import('../pages/CollectionPage').then((page) => ({ default: page.CollectionPage })));

/** Everything mf-stories federates: the routes of the stories area (spec 01 §2). */
export default function StoriesRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/create" element={<CreatePage />} />
      <Route path="/stories" element={<LibraryPage />} />
      <Route path="/story/:id" element={<StoryPage />} />
      <Route path="/collection/:collectionId" element={<CollectionPage />} />
      <Route path="/parent-review" element={<ParentReviewPage />} />
    </Routes>
  );
}
