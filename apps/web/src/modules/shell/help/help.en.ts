import type { HelpContent } from './help-content.js';

/** The help in English, following the German source. */
export const helpEn: HelpContent = {
  intro:
    'Belegfluss captures invoices and other documents, checks e-invoices, routes documents for approval and hands the bookings to your accounting. The menu at the top shows the modules you may use; “Help” opens this page at the section of the module you are working in.',
  sections: {
    capture: {
      title: 'Invoice processing',
      purpose:
        'This is where documents enter the system: you upload files into a stack, Belegfluss recognises text and invoice data, you check and complete the index data in the capture mask and archive the document or send it to a workflow.',
      steps: [
        'Choose the client at the top and a stack on the left (or create one with “New stack”).',
        'Drop files on “Drop files here (PDF, TIFF, JPEG, PNG, XML e-invoice)” or click “Choose files”. Text recognition, data extraction and analysis then run as jobs in the background.',
        'Choose a document in the stack. On the left you see the tabs “PDF”, “Full text” and “Attachments”, on the right the “Capture mask”.',
        'Check the recognised values (marked “Recognised automatically”), fill in missing fields and click “Save”.',
        'When the document is “Green (complete)”, archive it with “Archive” or send it for approval with “Send to workflow”.',
      ],
      controls: [
        ['New stack', 'creates a stack; its type is “Standard stack”, “E-invoice stack” or “Special stack”.'],
        [
          'Properties, Rename, Empty, Transfer, Delete',
          'actions on a stack; “Statistics & journal” shows what happened in it.',
        ],
        ['Save', 'stores the index data of the capture mask.'],
        ['Check out / Check in', 'locks a document for your work and releases it again.'],
        [
          'Split before this page, Merge with next document, Append to previous document',
          'split documents or join them.',
        ],
        [
          'Rotate page left / Rotate page right, Delete pages, Remove blank pages',
          'edit the pages of the document.',
        ],
        ['Archive', 'starts the archiving job for the chosen documents.'],
        [
          'Job list',
          'shows running and finished jobs (text recognition, data extraction, analysis, archiving) with their state.',
        ],
        [
          'State “Green (complete)” / “Faulty”',
          'green: every required field is valid; faulty: required fields are missing or invalid.',
        ],
      ],
      shortcuts: [
        ['Ctrl+S', 'save the capture mask'],
        ['Alt+↓ / Alt+↑', 'next / previous document'],
        ['Alt+→ / Alt+←', 'next / previous page'],
        ['Alt+R / Alt+L', 'rotate the page right / left'],
        ['Alt+T', 'text selection: mark text in the document and take it into the active field'],
        ['Alt+J', 'show or hide the job list'],
      ],
      problems: [
        [
          '“Required fields missing: …”',
          'Fill in the fields named and save again; until then the document stays “Faulty”.',
        ],
        [
          '“Please enter a date as DD.MM.YYYY or YYYY-MM-DD.” / “Please enter an amount such as 1,234.56.”',
          'Correct the value in the marked field; invalid values are not stored.',
        ],
        [
          '“Being edited by …”',
          'Another user has checked the document out. Wait until they check it in, or talk to them.',
        ],
        [
          '“Only e-invoices may go into an e-invoice stack.” (or the other way round)',
          'Put XML e-invoices into an e-invoice stack and other documents into a standard stack.',
        ],
        [
          'No text is recognised',
          'Look in the job list whether the “Text recognition (OCR)” job failed, and start it again with “Jobs”.',
        ],
      ],
    },
    einvoice: {
      title: 'Check e-invoice',
      purpose:
        'Checks an e-invoice (XRechnung as UBL or CII, ZUGFeRD/Factur-X as PDF) against the rules of EN 16931 and XRechnung without storing it. E-invoices in invoice processing show the same result in the “E-invoice” tab.',
      steps: [
        'Open “Check e-invoice” in the menu.',
        'Choose the invoice in “File (XML or PDF)” and click “Check”.',
        'Read the verdict: “Valid e-invoice” or “E-invoice has errors”, with the number of errors, warnings and notes.',
        'The “Invoice” tab shows the invoice in readable form with its business terms (BT-…), “Validation result” every rule with its location, “PDF comparison” the differences between PDF and XML.',
      ],
      controls: [
        ['Check', 'uploads the file and checks it; the file is not stored.'],
        ['Invoice / Validation result / PDF comparison', 'the three views of the result.'],
        [
          'Error / Warning / Information',
          'errors make the invoice invalid; warnings and information do not.',
        ],
      ],
      shortcuts: [],
      problems: [
        [
          '“E-invoice has errors” with “BR-DE-…” rules',
          'The German XRechnung requires additional data (e.g. the routing ID, BT-10). Ask the issuer for a corrected invoice.',
        ],
        [
          'A PDF without embedded XML',
          'This is no e-invoice in the sense of EN 16931; capture it as an ordinary document in invoice processing.',
        ],
        [
          'The file is refused',
          'Only XML and PDF are accepted; check whether the file is damaged or encrypted.',
        ],
      ],
    },
    workflow: {
      title: 'Workflow and workflow search',
      purpose:
        'In the workflow you approve documents: a document passes through the steps of an approval workflow, and each participant approves, rejects, asks a question or forwards it. “Workflow search” finds running and finished workflows.',
      steps: [
        'After signing in, Belegfluss tells you about your open workflow requests. Open “Workflow” in the menu.',
        'Choose a list on the left: “Inbox”, “Requests”, “Postponed”, “Sent” or “Invited”, then a workflow.',
        'Check the tabs “Document”, “Capture mask”, “Booking”, “History” and “Monitor”.',
        'Decide with “Approve” or “Reject”; the workflow moves on to the next step or ends.',
        'You send a document from invoice processing with “Send to workflow” and choose the approval workflow there.',
      ],
      controls: [
        ['Approve / Reject', 'your decision in this step.'],
        [
          'Request / Answer request / Cancel request',
          'a question to another user without ending the approval.',
        ],
        ['Forward', 'hands the workflow to another user or group.'],
        ['Postpone / Reset postponement', 'puts the workflow aside until a date.'],
        ['Check out / Check in', 'locks the workflow for your work; others see “locked by …”.'],
        [
          'Invite external partner',
          'gives a partner without an account access to exactly this workflow through a link.',
        ],
        ['Cancel workflow', 'ends the workflow without a decision.'],
        ['Approval workflows', 'defines the templates with their steps and participants.'],
        [
          'Pick up finished',
          'picks up the finished and cancelled workflows of the list; they leave it afterwards.',
        ],
      ],
      shortcuts: [],
      problems: [
        [
          '“… is already working on the workflow.”',
          'Another user has checked it out. As a deputy you can take it over when Belegfluss offers it.',
        ],
        [
          'The template list is empty when sending',
          'The client has no approval workflow yet: create one under “Approval workflows” or ask your administrator.',
        ],
        [
          'A workflow is missing from the inbox',
          'Look for it in “Workflow search”; it may be postponed, forwarded or waiting for another participant.',
        ],
      ],
    },
    administration: {
      title: 'Administration',
      purpose:
        'For administrators: create users, groups, clients and external users, grant rights and maintain each client’s master data (ledger accounts, creditors, debtors, cost centres and more).',
      steps: [
        'Open “Administration” and choose a tab, e.g. “Users”.',
        'Create a new entry, or double-click an existing one to edit it.',
        'The user dialog has the tabs “General”, “Groups and clients” and “Rights”; rights apply to “all clients” or “for clients”.',
        'For master data, choose the client first, then the tab (“Ledger accounts”, “Creditors”, “Debtors”, “Cost centres”, “Import/export” …).',
      ],
      controls: [
        ['Set password', 'gives the user a new password.'],
        ['Activate / Deactivate', 'allows or blocks a user’s sign-in without deleting the user.'],
        ['Administrator', 'gives access to administration and system settings.'],
        ['Start module', 'the module opened after signing in.'],
        ['Import/export', 'reads and writes master data as CSV or in DATEV format.'],
      ],
      shortcuts: [],
      problems: [
        ['“Please enter a name.” in the creditor or debtor dialog', 'The “Name” field is required.'],
        [
          '“The account number is outside the number range for debtors or creditors.”',
          'Choose a number within the range set under Settings → Accounting.',
        ],
        [
          'A user does not see a module in the menu',
          'The user lacks the module’s start right (tab “Rights”).',
        ],
      ],
    },
    settings: {
      title: 'Settings',
      purpose:
        'Your personal settings (password, language, active sessions) and, depending on your rights, the module settings per client and the system settings.',
      steps: [
        'Open “Settings” in the menu or through your user name at the top right.',
        'Under “Users” you change your password; under “Active sessions” you see and end your sign-ins on other devices.',
        'Module settings are grouped into sections (“Capture”, “View”, “Analysis”, “Key assignment”, “ZUGFeRD”, “Accounting”, “Archiving”, “DATEV”, “Jobs”, “Start module”, “Deputies”, “SMTP”). Change the values and click “Save”.',
        'Administrators find the password policy, maintenance mode, colour scheme, logo and error log under “System”.',
      ],
      controls: [
        ['Save', 'applies the settings of the section.'],
        [
          'Announce maintenance / End maintenance',
          'warns every user with a countdown and then blocks sign-in for everyone but administrators.',
        ],
        [
          'Upload logo / Use the standard logo',
          'sets the logo in the header (PNG, JPEG, GIF or WebP, at most 512 KB).',
        ],
        ['Export the error log', 'puts the log into the download manager.'],
        [
          'Colour scheme',
          'Blue, Grey, Green or SBA; each user picks their own in the menu under their name.',
        ],
      ],
      shortcuts: [],
      problems: [
        [
          '“You are already signed in to this module in another session.”',
          'End the other session under “Active sessions” and open the module again.',
        ],
        [
          'The new password is refused',
          'The message names the rule of the password policy it breaks (length, character groups, age); choose another password.',
        ],
        [
          'A key combination is assigned twice',
          'Each key combination may be used only once; change one of them.',
        ],
      ],
    },
    downloads: {
      title: 'Downloads',
      purpose:
        'Exports and collected downloads (e.g. “Download as ZIP” or the error log) are prepared in the background and then wait in the download manager.',
      steps: [
        'Start an export in a module; Belegfluss tells you that it is being prepared.',
        'The ⤓ button in the header counts the entries and is highlighted while new ones are there. Click it to open “Available downloads”.',
        'Choose entries in the state “Ready” and click “Download”.',
        'Remove entries you no longer need with “Delete”; “OK” closes the dialog and marks every entry as seen.',
      ],
      controls: [
        ['Download', 'only when every chosen entry is “Ready”.'],
        ['Delete', 'only when every chosen entry is “Ready” or “Error”.'],
        [
          'Refresh',
          'reloads the list and clears selection and sorting (the list also refreshes every 10 seconds).',
        ],
        [
          'State “In progress” / “Ready” / “Error”',
          'where the entry stands; the tooltip shows the progress or the error text.',
        ],
      ],
      shortcuts: [['Ctrl+A', 'select every entry of the list']],
      problems: [
        ['“There are no downloads.”', 'You have no prepared downloads; start an export in a module.'],
        ['“Error loading the entries”', 'The list could not be loaded; click “Refresh” or try again later.'],
        [
          'An entry stays “In progress” for long',
          'Large exports take time; the tooltip shows the progress. If it ends with “Error”, delete it and start the export again.',
        ],
      ],
    },
  },
};
