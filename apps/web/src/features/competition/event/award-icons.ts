import {
  Award,
  BadgeCheck,
  Bot,
  Brain,
  Camera,
  CircuitBoard,
  Clapperboard,
  Code,
  Compass,
  Cpu,
  Crosshair,
  Crown,
  Dumbbell,
  Eye,
  Feather,
  Flag,
  Flame,
  Gamepad2,
  Gem,
  Globe,
  GraduationCap,
  HandHeart,
  Handshake,
  HeartHandshake,
  Hourglass,
  Image,
  Layers,
  Leaf,
  Lightbulb,
  ListOrdered,
  Medal,
  Megaphone,
  Monitor,
  Palette,
  PenTool,
  Presentation,
  Puzzle,
  Recycle,
  Rocket,
  Ruler,
  Shapes,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Swords,
  Target,
  Telescope,
  ThumbsUp,
  Trophy,
  TrendingUp,
  Users,
  Wand2,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** An icon for every provider award type, 0 to 83 (index = award_type, names as in TBA's AwardType). */
export const AWARD_ICONS: readonly LucideIcon[] = [
  Crown, // 0 Impact / Chairman's
  Trophy, // 1 Winner
  Medal, // 2 Finalist
  GraduationCap, // 3 Woodie Flowers
  ListOrdered, // 4 Dean's List
  HandHeart, // 5 Volunteer
  Handshake, // 6 Founders
  Star, // 7 Bart Kamen Memorial
  Megaphone, // 8 Make It Loud
  Lightbulb, // 9 Engineering Inspiration
  Sprout, // 10 Rookie All Star
  HeartHandshake, // 11 Gracious Professionalism
  Users, // 12 Coopertition
  Award, // 13 Judges'
  Rocket, // 14 Highest Rookie Seed
  Sparkles, // 15 Rookie Inspiration
  PenTool, // 16 Industrial Design
  BadgeCheck, // 17 Quality
  ShieldCheck, // 18 Safety
  ThumbsUp, // 19 Sportsmanship
  Palette, // 20 Creativity
  Wrench, // 21 Excellence in Engineering
  TrendingUp, // 22 Entrepreneurship
  Ruler, // 23 Excellence in Design
  Layers, // 24 Excellence in Design: CAD
  Clapperboard, // 25 Excellence in Design: Animation
  Cpu, // 26 Driving Tomorrow's Technology
  Image, // 27 Imagery
  Monitor, // 28 Media and Technology
  CircuitBoard, // 29 Innovation in Control
  Flame, // 30 Team Spirit
  Globe, // 31 Website
  Eye, // 32 Visualization
  Shapes, // 33 Autodesk Inventor
  Telescope, // 34 Future Innovator
  HandHeart, // 35 Extraordinary Service
  ShoppingCart, // 36 Outstanding Cart
  Target, // 37 WSU Aim Higher
  Compass, // 38 Leadership in Control
  Crown, // 39 Number 1 Seed
  Zap, // 40 Incredible Play
  Clapperboard, // 41 People's Choice Animation
  Sparkles, // 42 Visualization Rising Star
  Swords, // 43 Best Offensive Round
  Zap, // 44 Best Play of the Day
  Feather, // 45 Featherweight in the Finals
  Camera, // 46 Most Photogenic
  Shield, // 47 Outstanding Defense
  Puzzle, // 48 Power to Simplify
  Dumbbell, // 49 Against All Odds
  Star, // 50 Rising Star
  Crown, // 51 Impact Honorable Mention
  Megaphone, // 52 Content Communication Honorable Mention
  Wrench, // 53 Technical Execution Honorable Mention
  Lightbulb, // 54 Realization
  Lightbulb, // 55 Realization Honorable Mention
  PenTool, // 56 Design Your Future
  PenTool, // 57 Design Your Future Honorable Mention
  Clapperboard, // 58 Special Recognition Character Animation
  Trophy, // 59 High Score
  GraduationCap, // 60 Teacher Pioneer
  Gem, // 61 Best Craftsmanship
  Shield, // 62 Best Defensive Match
  Zap, // 63 Play of the Day
  Code, // 64 Programming
  HeartHandshake, // 65 Professionalism
  Smile, // 66 Golden Corndog
  TrendingUp, // 67 Most Improved Team
  Flag, // 68 Wildcard
  Crown, // 69 Impact Finalist
  Award, // 70 Other
  Bot, // 71 Autonomous
  Brain, // 72 Innovation Challenge Semi-Finalist
  Rocket, // 73 Rookie Game Changer
  Crosshair, // 74 Skills Competition Winner
  Hourglass, // 75 Skills Competition Finalist
  Sprout, // 76 Rookie Design
  Wrench, // 77 Engineering Design
  Presentation, // 78 Designers
  Wand2, // 79 Concept
  Gamepad2, // 80 Game Design Challenge Winner
  Gamepad2, // 81 Game Design Challenge Finalist
  Recycle, // 82 Sustainability
  Leaf, // 83 Rising All-Star
];

/** The icon of an award type; types beyond the known list get the plain award icon. */
export const awardIcon = (awardType: number): LucideIcon => AWARD_ICONS[awardType] ?? Award;

/** Award types shown in gold: impact, winner, finalist, engineering inspiration. */
export const isHeadlineAward = (awardType: number): boolean => [0, 1, 2, 9].includes(awardType);
