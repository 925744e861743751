import { Route, Routes } from 'react-router-dom';
import { CollectionPage } from '../pages/CollectionPage';
import { CreatePage } from '../pages/CreatePage';
import { HomePage } from '../pages/HomePage';
import { LibraryPage } from '../pages/LibraryPage';
import { StoryPage } from '../pages/StoryPage';

/** Everything mf-stories federates: the routes of the stories area (spec 01 §2). */
export default function StoriesRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/create" element={<CreatePage />} />
      <Route path="/stories" element={<LibraryPage />} />
      <Route path="/story/:id" element={<StoryPage />} />
      <Route path="/collection/:collectionId" element={<CollectionPage />} />
    </Routes>
  );
}
