import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
import MembershipForm from '@site/src/components/MembershipForm';
import {useSite} from '@site/src/hooks/useSite';

/** Become a Member: the membership application form (`/what-we-do/educate/become-member`). */
export default function BecomeMember(): ReactNode {
  const site = useSite();
  return (
    <ListPage
      title={translate({id: 'membership.page.title', message: 'Become a Member'})}
      description={translate(
        {
          id: 'membership.page.description',
          message: 'Apply to become a member of the {shortName}: school, undergraduate, graduate and research students and professionals are welcome.',
        },
        {shortName: site.shortName},
      )}
      intro={
        <>
          <p>
            <Translate id="membership.page.intro" values={{name: site.name}}>
              {
                'Membership of the {name} is open to secondary and higher secondary students, undergraduates, graduate and research students, and professionals who share our interest in the Bay of Bengal. Members join our webinars, field activities, citizen science and outreach campaigns, and hear first about internships and training.'
              }
            </Translate>
          </p>
          <p>
            <Translate id="membership.page.process">Fill in the form below and send it. Our outreach and student coordinator reads every application and replies by e-mail.</Translate>
          </p>
        </>
      }>
      <MembershipForm />
    </ListPage>
  );
}
