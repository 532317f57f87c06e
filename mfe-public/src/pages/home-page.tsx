import styled from 'styled-components';
import { PageContainer } from '@nivasa/ui/layout';
import { Categories } from '../features/home/components/categories';
import { FeaturedPlaces } from '../features/home/components/featured-places';
import { Hero } from '../features/home/components/hero';
import { OwnerCallToAction } from '../features/home/components/owner-call-to-action';
import { ScrollDownArrow } from '../features/home/components/scroll-down-arrow';

const Sections = styled(PageContainer)`
  display: grid;
  gap: 56px;
`;

export function HomePage() {
  return (
    <>
      <Hero />
      <Sections>
        <Categories />
        <FeaturedPlaces />
        <OwnerCallToAction />
      </Sections>
      <ScrollDownArrow />
    </>
  );
}
