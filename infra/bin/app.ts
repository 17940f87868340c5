#!/usr/bin/env node
import { createIfaApp } from '../lib/app.js';

// `cdk synth` / `cdk deploy` run this (cdk.json); context: -c senderEmail=... -c appUrl=...
createIfaApp();
