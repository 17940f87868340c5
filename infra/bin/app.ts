#!/usr/bin/env node
import { createIfaApp } from '../lib/app.js';

// `cdk synth` / `cdk deploy` run this (cdk.json); context (docs/operations.md "Deploy"):
// -c stage=... -c domainName=... -c certificateArn=... -c senderEmail=... -c appUrl=... -c alarmEmail=...
createIfaApp();
