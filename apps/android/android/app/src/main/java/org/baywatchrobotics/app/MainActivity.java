package org.baywatchrobotics.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
